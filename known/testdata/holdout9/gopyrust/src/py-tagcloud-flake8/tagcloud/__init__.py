"""tagcloud: weighted tag clouds for the blog."""
