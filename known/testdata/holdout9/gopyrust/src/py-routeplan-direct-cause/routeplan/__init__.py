"""routeplan: plan delivery rounds from a depot."""
