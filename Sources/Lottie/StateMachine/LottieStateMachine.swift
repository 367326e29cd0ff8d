/// placeholder
public final class LottieStateMachine {}
