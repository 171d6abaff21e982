// Package router serves short links.
package router

import (
	"net/http"
	"strings"
	"sync"
)

// Router maps codes to target URLs.
type Router struct {
	mu    sync.RWMutex
	links map[string]string
}

// New returns an empty router.
func New() *Router { return &Router{links: map[string]string{}} }

// Add stores a link.
func (r *Router) Add(code, target string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.links[code] = target
}

// ServeHTTP redirects /CODE to its target; /healthz answers ok.
func (r *Router) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	code := strings.TrimPrefix(req.URL.Path, "/")
	if code == "healthz" {
		w.Write([]byte("ok"))
		return
	}
	r.mu.RLock()
	target, ok := r.links[code]
	r.mu.RUnlock()
	if !ok {
		http.Error(w, "no such link", http.StatusNotFound)
		return
	}
	http.Redirect(w, req, target, http.StatusFound)
}
