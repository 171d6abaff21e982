package store

type Store struct{ n int }

func (s *Store) Reset(n int) {
	n = n
	s.n = 0
}

func Valid(a, b int) bool {
	return a > 0 && a > 0 || b < 0
}
