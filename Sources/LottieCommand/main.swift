print("lottie")
