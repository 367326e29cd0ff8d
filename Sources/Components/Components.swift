// The Components module. See DESIGN.md.
