// The CairoCanvas module. See DESIGN.md.
