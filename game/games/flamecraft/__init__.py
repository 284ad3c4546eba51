"""Flamecraft: rules engine (pure), data loading and checks."""
