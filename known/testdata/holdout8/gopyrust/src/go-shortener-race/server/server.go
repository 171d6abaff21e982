// Package server is the shortener's HTTP front end.
package server

import (
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"example.com/shortener/links"
)

// Stats counts redirects.
type Stats struct {
	Redirects int64     `json:"redirects"`
	Misses    int64     `json:"misses"`
	Last      time.Time `json:"last"`
}

// Server serves POST /shorten, GET /{code} and GET /stats.
type Server struct {
	Links *links.Store
	stats Stats
}

// Handler returns the server's routes.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /shorten", s.shorten)
	mux.HandleFunc("GET /stats", s.getStats)
	mux.HandleFunc("GET /{code}", s.redirect)
	return mux
}

func (s *Server) shorten(w http.ResponseWriter, r *http.Request) {
	var in struct{ URL string }
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	code, err := s.Links.Add(strings.TrimSpace(in.URL))
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"code": code})
}

func (s *Server) redirect(w http.ResponseWriter, r *http.Request) {
	t, ok := s.Links.Lookup(r.PathValue("code"))
	if !ok {
		s.stats.Misses++
		http.NotFound(w, r)
		return
	}
	s.stats.Redirects++
	s.stats.Last = time.Now()
	http.Redirect(w, r, t, http.StatusFound)
}

func (s *Server) getStats(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(s.stats)
}
