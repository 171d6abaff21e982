// Package api serves the notes HTTP API.
package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"example.com/notes/store"
)

// Server serves /notes/{id}, /notes/{id}/tags, /notes/{id}/copy and /notes.
type Server struct {
	S      *store.Store
	Shares map[string][]string
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}

func (srv *Server) getNote(w http.ResponseWriter, r *http.Request, id string) {
	user, ok := owner(r)
	if !ok {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	n, err := srv.S.Get(id)
	if errors.Is(err, store.ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	if !canRead(user, n.Owner, srv.Shares[id]) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	writeJSON(w, n)
}

func (srv *Server) getTags(w http.ResponseWriter, r *http.Request, id string) {
	user, _ := owner(r)
	n, err := srv.S.Get(id)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	if !canRead(user, n.Owner, srv.Shares[id]) {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	writeJSON(w, n.Tags)
}

func (srv *Server) addTag(w http.ResponseWriter, r *http.Request, id string) {
	user, _ := owner(r)
	n, err := srv.S.Get(id)
	if err != nil || n.Owner != user {
		http.NotFound(w, r)
		return
	}
	tag := strings.TrimSpace(r.URL.Query().Get("tag"))
	n.Tags = append(n.Tags, tag)
	if err := srv.S.Put(n); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, n.Tags)
}

func (srv *Server) copyNote(w http.ResponseWriter, r *http.Request, id string) {
	user, _ := owner(r)
	n, err := srv.S.Get(id)
	if err != nil || !canRead(user, n.Owner, srv.Shares[id]) {
		http.NotFound(w, r)
		return
	}
	dst := r.URL.Query().Get("to")
	if _, err := srv.S.Get(dst); err == nil {
		http.Error(w, "exists", http.StatusConflict)
		return
	}
	n.ID, n.Owner = dst, user
	if err := srv.S.Put(n); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, n)
}

func (srv *Server) list(w http.ResponseWriter, r *http.Request) {
	user, ok := owner(r)
	if !ok {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	ids, _ := srv.S.List(user)
	out := make([]store.Note, 0, len(ids))
	for _, id := range ids {
		n, err := srv.S.Get(id)
		if err == nil {
			out = append(out, n)
		}
	}
	writeJSON(w, out)
}

// ServeHTTP routes a request.
func (srv *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	parts := strings.Split(strings.Trim(r.URL.Path, "/"), "/")
	switch {
	case len(parts) == 1 && parts[0] == "notes":
		srv.list(w, r)
	case len(parts) == 2:
		srv.getNote(w, r, parts[1])
	case len(parts) == 3 && parts[2] == "tags" && r.Method == http.MethodPost:
		srv.addTag(w, r, parts[1])
	case len(parts) == 3 && parts[2] == "tags":
		srv.getTags(w, r, parts[1])
	case len(parts) == 3 && parts[2] == "copy":
		srv.copyNote(w, r, parts[1])
	default:
		http.NotFound(w, r)
	}
}
