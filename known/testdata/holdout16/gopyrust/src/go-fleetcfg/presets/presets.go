package presets

import (
	"time"

	"example.com/fleetcfg/config"
)

// All lists the built-in service presets.
var All = []config.Service{
	{Name: "api", Port: 8080, Replicas: 2, Timeout: 5 * time.Second, Tags: []string{"api"}},
	{Name: "auth", Port: 8081, Replicas: 2, Timeout: 5 * time.Second, Tags: []string{"auth"}},
	{Name: "billing", Port: 8082, Replicas: 2, Timeout: 5 * time.Second, Tags: []string{"billing"}},
	{Name: "search", Port: 8083, Replicas: 2, Timeout: 5 * time.Second, Tags: []string{"search"}},
	{Name: "media", Port: 8084, Replicas: 2, Timeout: 5 * time.Second, Tags: []string{"media"}},
	{Name: "mailer", Port: 8085, Replicas: 2, Timeout: 5 * time.Second, Tags: []string{"mailer"}},
	{Name: "queue", Port: 8086, Replicas: 2, Timeout: 5 * time.Second, Tags: []string{"queue"}},
	{Name: "cron", Port: 8087, Replicas: 2, Timeout: 5 * time.Second, Tags: []string{"cron"}},
	{Name: "gateway", Port: 8088, Replicas: 2, Timeout: 5 * time.Second, Tags: []string{"gateway"}},
	{Name: "audit", Port: 8089, Replicas: 2, Timeout: 5 * time.Second, Tags: []string{"audit"}},
	{Name: "metrics", Port: 9090, Replicas: 2, Timeout: 5 * time.Second, Tags: []string{"metrics"}},
	{Name: "webhooks", Port: 8090, Replicas: 2, Timeout: 5 * time.Second, Tags: []string{"webhooks"}},
}

// Find returns the preset named name.
func Find(name string) (config.Service, bool) {
	for _, s := range All {
		if s.Name == name {
			return s, true
		}
	}
	return config.Service{}, false
}
