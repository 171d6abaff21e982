package registry

import (
	"fmt"
	"sort"
	"sync"
)

// Job is a registered job.
type Job struct {
	Name  string
	Every string
	Run   func() error
}

// Registry holds jobs by name and counts their runs.
type Registry struct {
	mu   sync.Mutex
	jobs map[string]Job
	runs map[string]int
}

// New returns an empty registry.
func New() *Registry {
	return &Registry{jobs: map[string]Job{}}
}

// Add registers a job; names must be unique.
func (r *Registry) Add(j Job) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.jobs[j.Name]; dup {
		return fmt.Errorf("registry: job %q already registered", j.Name)
	}
	r.jobs[j.Name] = j
	return nil
}

// RunNow runs a job once and counts it.
func (r *Registry) RunNow(name string) error {
	r.mu.Lock()
	j, ok := r.jobs[name]
	if ok {
		r.runs[name]++
	}
	r.mu.Unlock()
	if !ok {
		return fmt.Errorf("registry: no job %q", name)
	}
	return j.Run()
}

// Runs is how often a job has run.
func (r *Registry) Runs(name string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.runs[name]
}

// Names lists the jobs in order.
func (r *Registry) Names() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]string, 0, len(r.jobs))
	for n := range r.jobs {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
