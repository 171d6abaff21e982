package report

import (
	"fmt"
	"io"
	"net/url"
	"path"
	"strings"

	"github.com/wisptriage/wisptriage/ingest"
)

// The SARIF 2.1.0 objects wisptriage writes: one run, one result per root cause. Only what
// is written is modelled; testdata/sarif-2.1.0-rtm.5.json validates it.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool               sarifTool                   `json:"tool"`
		OriginalURIBaseIDs map[string]sarifArtifactLoc `json:"originalUriBaseIds,omitempty"`
		Results            []sarifResult               `json:"results"`
		Properties         map[string]any              `json:"properties,omitempty"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		Version        string      `json:"version,omitempty"`
		InformationURI string      `json:"informationUri"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID               string       `json:"id"`
		ShortDescription sarifMessage `json:"shortDescription"`
	}
	sarifMessage struct {
		Text string `json:"text"`
	}
	sarifResult struct {
		RuleID              string            `json:"ruleId"`
		RuleIndex           int               `json:"ruleIndex"`
		Level               string            `json:"level"`
		Message             sarifMessage      `json:"message"`
		Locations           []sarifLocation   `json:"locations,omitempty"`
		PartialFingerprints map[string]string `json:"partialFingerprints"`
		Properties          map[string]any    `json:"properties"`
	}
	sarifLocation struct {
		PhysicalLocation sarifPhysical `json:"physicalLocation"`
	}
	sarifPhysical struct {
		ArtifactLocation sarifArtifactLoc `json:"artifactLocation"`
		Region           *sarifRegion     `json:"region,omitempty"`
	}
	sarifArtifactLoc struct {
		URI       string `json:"uri"`
		URIBaseID string `json:"uriBaseId,omitempty"`
	}
	sarifRegion struct {
		StartLine   int `json:"startLine"`
		StartColumn int `json:"startColumn,omitempty"`
	}
)

// srcRoot names the checkout in SARIF, for paths made relative to the workspace.
const srcRoot = "SRCROOT"

// sarifLevel maps a severity to SARIF's levels; a root cause of no known severity failed
// the run, so it is an error.
func sarifLevel(s ingest.Severity) string {
	switch {
	case s >= ingest.SevError || s == ingest.SevUnknown:
		return "error"
	case s == ingest.SevWarning:
		return "warning"
	}
	return "note"
}

// fileURI turns a path as a tool printed it into a URI reference: a relative path stays
// relative (escaped), an absolute one becomes a file: URI.
func fileURI(p string) string {
	p = strings.ReplaceAll(p, `\`, "/")
	if isDrivePath(p) {
		p = "/" + p
	}
	if strings.HasPrefix(p, "/") {
		return (&url.URL{Scheme: "file", Path: path.Clean(p)}).String()
	}
	return (&url.URL{Path: p}).String()
}

// writeSARIF writes SARIF 2.1.0: a rule per format, a result per root cause with its
// source as the location and the cited log lines in its message.
func writeSARIF(w io.Writer, sj SummaryJSON, o Options) error {
	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{Name: "wisptriage", Version: o.Version,
			InformationURI: "https://github.com/wisptriage/wisptriage", Rules: []sarifRule{}}},
		Results: []sarifResult{},
		Properties: map[string]any{"log": sj.ID, "outcome": sj.Outcome,
			"rootCauseTotal": max(sj.RootCauseTotal, len(sj.RootCauses)), "fingerprint": sj.Fingerprints.Overall},
	}
	ws := strings.TrimRight(o.Workspace, `/\`)
	if ws != "" {
		run.OriginalURIBaseIDs = map[string]sarifArtifactLoc{srcRoot: {URI: strings.TrimSuffix(fileURI(ws), "/") + "/"}}
	}
	rules := map[string]int{}
	for _, rc := range sj.RootCauses {
		idx, ok := rules[rc.Format]
		if !ok {
			idx = len(run.Tool.Driver.Rules)
			rules[rc.Format] = idx
			run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{ID: rc.Format,
				ShortDescription: sarifMessage{Text: fmt.Sprintf("a failure in %s output", rc.Format)}})
		}
		res := sarifResult{RuleID: rc.Format, RuleIndex: idx, Level: sarifLevel(rc.Severity),
			Message:             sarifMessage{Text: sarifText(sj, rc)},
			PartialFingerprints: map[string]string{"wisptriage/v1": rc.Fingerprint},
			Properties: map[string]any{"logLines": rc.Citation, "logLine": rc.Line, "logEndLine": rc.EndLine,
				"cascadeCount": rc.Cascade.Count, "guess": rc.Guess}}
		if rc.Source != nil {
			loc := parseSource(*rc.Source)
			if loc.File != "" {
				art := sarifArtifactLoc{URI: fileURI(repoPath(loc.File))}
				if ws != "" && !strings.HasPrefix(art.URI, "file:") {
					art.URIBaseID = srcRoot
				}
				phys := sarifPhysical{ArtifactLocation: art}
				if loc.Line > 0 {
					phys.Region = &sarifRegion{StartLine: loc.Line, StartColumn: loc.Col}
				}
				res.Locations = []sarifLocation{{PhysicalLocation: phys}}
			}
		}
		run.Results = append(run.Results, res)
	}
	return writeJSON(w, sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0",
		Runs: []sarifRun{run}})
}

// sarifText is a result's message: what failed, what it set off, and the log lines it
// stands on.
func sarifText(sj SummaryJSON, rc RootCause) string {
	var b strings.Builder
	b.WriteString(rc.Message)
	if rc.Cascade.Count > 0 {
		fmt.Fprintf(&b, " (set off %s more)", ingest.Thousands(rc.Cascade.Count))
	}
	fmt.Fprintf(&b, "\n\nlog %s of %s:", rc.Citation, sj.ID)
	for _, e := range rc.Evidence {
		fmt.Fprintf(&b, "\n%d | %s", e.Line, e.Text)
	}
	return b.String()
}
