// The file format (model, loading, errors) is part of this module's API: `import Lottie`
// brings it along.
@_exported import LottieFormat
