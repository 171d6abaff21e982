package api

import (
	"fmt"
	"net/http"
	"strconv"
)

type Handler struct {
	Limit int
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.Atoi(r.URL.Query().Get("n"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if n > h.Limit {
		n = h.Limit
	}
	w.Header().Set("X-Count", n)
	fmt.Fprintf(w, "ok %d\n", n)
}
