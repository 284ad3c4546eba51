"""Root: the Woodland Alliance against the Marquise de Cat (docs/root_engine.md)."""
