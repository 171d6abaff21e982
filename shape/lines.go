package shape

import (
	"bytes"
	"encoding/json"
	"sort"
	"strconv"

	"github.com/wisptriage/wisptriage/digest"
	"github.com/wisptriage/wisptriage/ingest"
)

// Field is one field of the records of a JSON Lines stream.
type Field struct {
	Name    string         `json:"name"` // a top-level key, or "parent.key" one level down
	Count   int            `json:"count"`
	Types   map[string]int `json:"types"`
	Samples []string       `json:"samples,omitempty"`
	First   int            `json:"first"` // the line it first appears on
}

// LinesResult is the outline of a JSON Lines stream.
type LinesResult struct {
	Lines        int              `json:"lines"`
	Records      int              `json:"records"` // lines that are JSON objects
	Blank        int              `json:"blank"`
	NotJSON      int              `json:"not_json"`
	NotJSONLines []ingest.Span    `json:"not_json_lines,omitempty"` // the first few, cited
	Fields       []Field          `json:"fields"`                   // most frequent first
	MoreFields   int              `json:"more_fields,omitempty"`    // fields past MaxFields, not tracked
	LevelField   string           `json:"level_field,omitempty"`
	Levels       map[string]int   `json:"levels,omitempty"` // the level field's values as written
	MessageField string           `json:"message_field,omitempty"`
	TimeField    string           `json:"time_field,omitempty"`
	Time         *digest.TimeSpan `json:"time,omitempty"`
	Digest       digest.Result    `json:"digest"` // the messages (and the lines that are not JSON), mined
}

// Lines outlines a JSON Lines stream one line at a time; the message field of each record,
// and every line that is not JSON, goes to a digest.Miner.
type Lines struct {
	opt    Options
	miner  *digest.Miner
	res    LinesResult
	fields map[string]*Field
	order  []*Field
}

// Field names, in the order they are preferred.
func levelKeys() []string {
	return []string{"level", "severity", "lvl", "levelname", "log.level", "@l", "loglevel"}
}

func messageKeys() []string {
	return []string{"msg", "message", "@m", "@mt", "log", "text", "event", "error.message"}
}

func timeKeys() []string {
	return []string{"time", "ts", "timestamp", "@timestamp", "@t", "datetime", "date"}
}

// NewLines returns a JSON Lines outliner; opt.Digest configures its miner.
func NewLines(opt Options) *Lines {
	return &Lines{
		opt:    opt.withDefaults(),
		miner:  digest.New(opt.Digest),
		fields: make(map[string]*Field),
		res:    LinesResult{Levels: make(map[string]int)},
	}
}

// Line reads line n (1-based). text is valid only during the call.
func (l *Lines) Line(n int, text []byte) {
	l.res.Lines++
	t := bytes.TrimSpace(text)
	if len(t) == 0 {
		l.res.Blank++
		l.miner.Line(n, text)
		return
	}
	var rec map[string]json.RawMessage
	if t[0] != '{' || json.Unmarshal(t, &rec) != nil {
		l.res.NotJSON++
		if len(l.res.NotJSONLines) < 10 {
			l.res.NotJSONLines = append(l.res.NotJSONLines, ingest.Line(n))
		}
		l.miner.Line(n, text)
		return
	}
	l.res.Records++
	for k, v := range rec {
		l.field(n, k, v)
		if len(v) > 0 && v[0] == '{' {
			var sub map[string]json.RawMessage
			if json.Unmarshal(v, &sub) == nil {
				for sk, sv := range sub {
					l.field(n, k+"."+sk, sv)
				}
			}
		}
	}
	sev := ingest.SevUnknown
	if k, v := pick(rec, levelKeys()); k != "" {
		if l.res.LevelField == "" {
			l.res.LevelField = k
		}
		word := scalarText(v)
		if len(l.res.Levels) < 64 || l.res.Levels[word] > 0 {
			l.res.Levels[word]++
		}
		sev = digest.SeverityOf([]byte(word))
	}
	if k, v := pick(rec, timeKeys()); k != "" {
		if l.res.TimeField == "" {
			l.res.TimeField = k
		}
		ts := clip(scalarText(v), 64)
		if l.res.Time == nil {
			l.res.Time = &digest.TimeSpan{First: ts, FirstLine: n}
		}
		l.res.Time.Last, l.res.Time.LastLine = ts, n
	}
	k, v := pick(rec, messageKeys())
	if k == "" {
		// No message field: the record's keys are its message.
		l.miner.Message(n, sev, t)
		return
	}
	if l.res.MessageField == "" {
		l.res.MessageField = k
	}
	l.miner.Message(n, sev, []byte(scalarText(v)))
}

// pick returns the first of keys the record has, and its value; "a.b" reaches one level in.
func pick(rec map[string]json.RawMessage, keys []string) (string, json.RawMessage) {
	for _, k := range keys {
		if v, ok := rec[k]; ok {
			return k, v
		}
		if i := bytes.IndexByte([]byte(k), '.'); i > 0 {
			if outer, ok := rec[k[:i]]; ok && len(outer) > 0 && outer[0] == '{' {
				var sub map[string]json.RawMessage
				if json.Unmarshal(outer, &sub) == nil {
					if v, ok := sub[k[i+1:]]; ok {
						return k, v
					}
				}
			}
		}
	}
	return "", nil
}

// scalarText is a JSON value as text: a string unquoted, anything else as written.
func scalarText(v json.RawMessage) string {
	if len(v) > 0 && v[0] == '"' {
		var s string
		if json.Unmarshal(v, &s) == nil {
			return s
		}
	}
	return string(v)
}

func (l *Lines) field(n int, name string, v json.RawMessage) {
	f := l.fields[name]
	if f == nil {
		if len(l.order) >= l.opt.MaxFields {
			l.res.MoreFields++
			return
		}
		f = &Field{Name: name, Types: make(map[string]int, 1), First: n}
		l.fields[name] = f
		l.order = append(l.order, f)
	}
	f.Count++
	kind := jsonType(v)
	f.Types[kind]++
	if len(f.Samples) >= l.opt.MaxSamples || kind == "object" || kind == "array" {
		return
	}
	s := clip(string(v), l.opt.MaxSampleBytes)
	for _, x := range f.Samples {
		if x == s {
			return
		}
	}
	f.Samples = append(f.Samples, s)
}

func jsonType(v json.RawMessage) string {
	if len(v) == 0 {
		return "none"
	}
	switch v[0] {
	case '{':
		return "object"
	case '[':
		return "array"
	case '"':
		return "string"
	case 't', 'f':
		return "bool"
	case 'n':
		return "null"
	}
	return "number"
}

// Result returns the outline so far.
func (l *Lines) Result() LinesResult {
	r := l.res
	r.Levels = make(map[string]int, len(l.res.Levels))
	for k, v := range l.res.Levels {
		r.Levels[k] = v
	}
	r.Fields = make([]Field, 0, len(l.order))
	for _, f := range l.order {
		c := *f
		c.Types = make(map[string]int, len(f.Types))
		for k, v := range f.Types {
			c.Types[k] = v
		}
		c.Samples = append([]string(nil), f.Samples...)
		r.Fields = append(r.Fields, c)
	}
	sort.SliceStable(r.Fields, func(i, j int) bool {
		a, b := r.Fields[i], r.Fields[j]
		if a.Count != b.Count {
			return a.Count > b.Count
		}
		if a.First != b.First {
			return a.First < b.First
		}
		return a.Name < b.Name
	})
	r.Digest = l.miner.Result()
	if r.Time != nil {
		t := *r.Time
		r.Time = &t
	}
	return r
}

// Matcher returns the digest's second pass for per-line templates.
func (l *Lines) Matcher() *digest.Matcher { return l.miner.Matcher() }

// String renders a field for a person.
func (f Field) String() string {
	return f.Name + " x" + strconv.Itoa(f.Count)
}
