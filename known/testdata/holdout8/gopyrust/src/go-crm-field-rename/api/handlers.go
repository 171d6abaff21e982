// Package api serves the CRM's JSON API.
package api

import (
	"encoding/json"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"example.com/crm/model"
)

// Server wires the HTTP handlers to a store.
type Server struct {
	Store *model.Store
}

type userJSON struct {
	ID      int64    `json:"id"`
	Name    string   `json:"name"`
	Email   string   `json:"email"`
	Company string   `json:"company,omitempty"`
	Tags    []string `json:"tags,omitempty"`
}

func toJSON(u model.User) userJSON {
	return userJSON{ID: u.ID, Name: u.Name, Email: u.Email, Company: u.Company, Tags: u.Tags}
}

// Routes registers the handlers on mux.
func (s *Server) Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /users", s.list)
	mux.HandleFunc("GET /users/{id}", s.get)
	mux.HandleFunc("POST /users", s.create)
	mux.HandleFunc("GET /search", s.search)
}

func (s *Server) list(w http.ResponseWriter, r *http.Request) {
	users := s.Store.All()
	switch r.URL.Query().Get("sort") {
	case "name":
		sort.Slice(users, func(i, j int) bool { return users[i].Name < users[j].Name })
	case "-name":
		sort.Slice(users, func(i, j int) bool { return users[i].Name > users[j].Name })
	}
	out := make([]userJSON, 0, len(users))
	for _, u := range users {
		out = append(out, toJSON(u))
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) get(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	u, err := s.Store.Get(id)
	if err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	writeJSON(w, http.StatusOK, toJSON(u))
}

func (s *Server) create(w http.ResponseWriter, r *http.Request) {
	var in userJSON
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if strings.TrimSpace(in.Name) == "" {
		http.Error(w, "name is required", http.StatusUnprocessableEntity)
		return
	}
	u := s.Store.Add(model.User{Name: in.Name, Email: in.Email, Company: in.Company, Tags: in.Tags})
	writeJSON(w, http.StatusCreated, toJSON(u))
}

func (s *Server) search(w http.ResponseWriter, r *http.Request) {
	q := strings.ToLower(r.URL.Query().Get("q"))
	var out []userJSON
	for _, u := range s.Store.All() {
		if strings.Contains(strings.ToLower(u.Name), q) || strings.Contains(strings.ToLower(u.Email), q) {
			out = append(out, toJSON(u))
		}
	}
	writeJSON(w, http.StatusOK, out)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}
