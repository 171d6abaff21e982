"""A small double-entry ledger with a bank CSV importer."""
