"""ISBN-10 and ISBN-13 validation, conversion and formatting."""
