// The Lottie module. See DESIGN.md.
