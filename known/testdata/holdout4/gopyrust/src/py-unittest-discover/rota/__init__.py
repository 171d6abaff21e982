"""On-call rota: who is on call when, with swaps and holidays."""
