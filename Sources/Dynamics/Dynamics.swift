// The Dynamics module. See DESIGN.md.
