package hounfour_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/wire"
)

// TestModuleVersionChangelog is the in-test half of scripts/release-check:
// ModuleVersion is a semantic version and names the newest release section of
// CHANGELOG.md, which states the contract version.
func TestModuleVersionChangelog(t *testing.T) {
	t.Parallel()
	if _, err := wire.ParseSemver(hounfour.ModuleVersion); err != nil {
		t.Fatalf("ModuleVersion %q: %v", hounfour.ModuleVersion, err)
	}
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(root, "CHANGELOG.md"))
	if err != nil {
		t.Fatal(err)
	}
	heads := regexp.MustCompile(`(?m)^## \[([^\]]+)\](.*)$`).FindAllStringSubmatch(string(data), -1)
	if len(heads) < 2 || heads[0][1] != "Unreleased" {
		t.Fatalf("CHANGELOG.md: want \"## [Unreleased]\" followed by release sections, got %v", heads)
	}
	if heads[1][1] != hounfour.ModuleVersion || !regexp.MustCompile(`^ - \d{4}-\d{2}-\d{2}$`).MatchString(heads[1][2]) {
		t.Errorf("newest release section %q, want \"## [%s] - YYYY-MM-DD\"", heads[1][0], hounfour.ModuleVersion)
	}
	if !strings.Contains(string(data), "contract version **"+hounfour.ContractVersion+"**") {
		t.Errorf("CHANGELOG.md does not state contract version **%s**", hounfour.ContractVersion)
	}
}
