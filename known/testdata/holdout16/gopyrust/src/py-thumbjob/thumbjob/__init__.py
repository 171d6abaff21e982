"""Batch job that computes thumbnail sizes for an image manifest."""
