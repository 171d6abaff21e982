package fetch

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func fake(url string) ([]byte, error) {
	time.Sleep(time.Millisecond)
	if strings.Contains(url, "missing") {
		return nil, errors.New("404 Not Found")
	}
	return []byte("<html>" + url + "</html>"), nil
}

func TestAllInOrder(t *testing.T) {
	urls := []string{"https://a.test/1", "https://a.test/2", "https://a.test/3"}
	bodies, err := All(fake, urls, 2)
	if err != nil {
		t.Fatal(err)
	}
	for i, b := range bodies {
		if !strings.Contains(string(b), urls[i]) {
			t.Errorf("body %d = %q", i, b)
		}
	}
}

func TestAllFirstError(t *testing.T) {
	urls := []string{"https://a.test/missing-1", "https://a.test/ok", "https://a.test/missing-2", "https://a.test/missing-3"}
	_, err := All(fake, urls, 4)
	if err == nil || !strings.Contains(err.Error(), "404") {
		t.Fatalf("err = %v, want a 404", err)
	}
}
