package hounfour_test

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// specRow is one row of the specification's error-code tables.
type specRow struct {
	code     string
	status   int
	category string
}

// readSpecTables parses the error-code tables of the specification's
// chapter on versions, errors and integrity (an oracle independent of
// errorcode.go). Skips when ../shared is absent.
func readSpecTables(t *testing.T) []specRow {
	t.Helper()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Skipf("specification not used: %v", err)
	}
	p := filepath.Join(root, "..", "shared", "spec", "version-errors-integrity.md")
	data, err := os.ReadFile(p)
	if err != nil {
		t.Skipf("specification absent (%s): skipping comparison with the spec tables", p)
	}
	text := string(data)
	start := strings.Index(text, "### 4.2")
	end := strings.Index(text, "## 5.")
	if start < 0 || end < start {
		t.Fatalf("cannot find §4 in %s", p)
	}
	// | # | `CODE` | HTTP | category | …   (HTTP may read "402 (default) / 409")
	row := regexp.MustCompile("(?m)^\\| (\\d+) \\| `([A-Z_]+)` \\| (\\d+)[^|]*\\| ([a-z]+) \\|")
	var out []specRow
	for i, m := range row.FindAllStringSubmatch(text[start:end], -1) {
		if n, _ := strconv.Atoi(m[1]); n != i+1 {
			t.Fatalf("spec row %d numbered %s", i+1, m[1])
		}
		st, _ := strconv.Atoi(m[3])
		out = append(out, specRow{m[2], st, m[4]})
	}
	return out
}

func TestErrorCodesMatchSpecTables(t *testing.T) {
	t.Parallel()
	rows := readSpecTables(t)
	if len(rows) != 58 {
		t.Fatalf("spec tables have %d rows, want 58", len(rows))
	}
	// ENCODING_CORRUPT (issue 16) comes after the specification's tables.
	codes := hounfour.ErrorCodes()
	if codes[len(codes)-1] != hounfour.CodeEncodingCorrupt {
		t.Fatalf("last code %s, want ENCODING_CORRUPT", codes[len(codes)-1])
	}
	codes = codes[:len(codes)-1]
	if len(codes) != len(rows) {
		t.Fatalf("ErrorCodes() has %d codes, spec %d", len(codes), len(rows))
	}
	for i, r := range rows {
		c := codes[i]
		if string(c) != r.code {
			t.Errorf("ErrorCodes()[%d] = %s, spec %s", i, c, r.code)
			continue
		}
		if c.HTTPStatus() != r.status {
			t.Errorf("%s.HTTPStatus() = %d, spec %d", c, c.HTTPStatus(), r.status)
		}
		if string(c.Category()) != r.category {
			t.Errorf("%s.Category() = %q, spec %q", c, c.Category(), r.category)
		}
		if want := i < 51; c.Upstream() != want {
			t.Errorf("%s.Upstream() = %v, want %v", c, c.Upstream(), want)
		}
	}
}

// TestErrorCodeSpotChecks holds rows typed from the specification, so the
// vocabulary is checked even where ../shared is absent.
func TestErrorCodeSpotChecks(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		code     hounfour.ErrorCode
		text     string
		status   int
		category hounfour.ErrorCategory
		upstream bool
	}{
		{hounfour.CodeJWTInvalid, "JWT_INVALID", 401, hounfour.CategoryAuth, true},
		{hounfour.CodeJWKSUnavailable, "JWKS_UNAVAILABLE", 503, hounfour.CategoryAuth, true},
		{hounfour.CodeBudgetExceeded, "BUDGET_EXCEEDED", 402, hounfour.CategoryBudget, true},
		{hounfour.CodeRateLimited, "RATE_LIMITED", 429, hounfour.CategoryBudget, true},
		{hounfour.CodeBodyTooLarge, "BODY_TOO_LARGE", 413, hounfour.CategoryRequest, true},
		{hounfour.CodeEncodingUnsupported, "ENCODING_UNSUPPORTED", 415, hounfour.CategoryRequest, true},
		{hounfour.CodeProviderTimeout, "PROVIDER_TIMEOUT", 504, hounfour.CategoryProvider, true},
		{hounfour.CodeProviderError, "PROVIDER_ERROR", 502, hounfour.CategoryProvider, true},
		{hounfour.CodeNativeRuntimeOrphan, "NATIVE_RUNTIME_ORPHAN", 500, hounfour.CategoryRuntime, true},
		{hounfour.CodeBYOKBoundedUseExceeded, "BYOK_BOUNDED_USE_EXCEEDED", 429, hounfour.CategoryBYOK, true},
		{hounfour.CodeSSEParseError, "SSE_PARSE_ERROR", 400, hounfour.CategorySSE, true},
		{hounfour.CodeAgentTransferInProgress, "AGENT_TRANSFER_IN_PROGRESS", 409, hounfour.CategoryAgent, true},
		{hounfour.CodeOwnershipMismatch, "OWNERSHIP_MISMATCH", 403, hounfour.CategoryOwnership, true},
		{hounfour.CodeRoutingConstraintViolated, "ROUTING_CONSTRAINT_VIOLATED", 403, hounfour.CategoryRouting, true},
		{hounfour.CodeReputationInsufficient, "REPUTATION_INSUFFICIENT", 403, hounfour.CategoryReputation, true},
		{hounfour.CodeDividendNotDeclared, "DIVIDEND_NOT_DECLARED", 400, hounfour.CategoryEconomy, true},
		{hounfour.CodeEncodingTooDeep, "ENCODING_TOO_DEEP", 400, hounfour.CategoryRequest, true},
		{hounfour.CodeToolNotActive, "TOOL_NOT_ACTIVE", 403, hounfour.CategoryTool, false},
		{hounfour.CodeAgentInboxFull, "AGENT_INBOX_FULL", 429, hounfour.CategoryMessaging, false},
		{hounfour.CodeBillingInvariantViolation, "BILLING_INVARIANT_VIOLATION", 402, hounfour.CategoryBilling, false},
		{hounfour.CodeBillingEvaluatorUnavailable, "BILLING_EVALUATOR_UNAVAILABLE", 503, hounfour.CategoryBilling, false},
	} {
		t.Run(tc.text, func(t *testing.T) {
			if string(tc.code) != tc.text || tc.code.Error() != tc.text || tc.code.String() != tc.text {
				t.Errorf("%s: text %q", tc.text, string(tc.code))
			}
			if !tc.code.Valid() {
				t.Errorf("%s: not Valid", tc.text)
			}
			if got := tc.code.HTTPStatus(); got != tc.status {
				t.Errorf("%s: HTTPStatus %d, want %d", tc.text, got, tc.status)
			}
			if got := tc.code.Category(); got != tc.category {
				t.Errorf("%s: Category %q, want %q", tc.text, got, tc.category)
			}
			if got := tc.code.Upstream(); got != tc.upstream {
				t.Errorf("%s: Upstream %v, want %v", tc.text, got, tc.upstream)
			}
		})
	}
}

func TestErrorCodeVocabularyShape(t *testing.T) {
	t.Parallel()
	codes := hounfour.ErrorCodes()
	if len(codes) != 59 {
		t.Fatalf("%d codes, want 59", len(codes))
	}
	if codes[0] != hounfour.CodeJWTInvalid || codes[49] != hounfour.CodeDividendNotDeclared ||
		codes[50] != hounfour.CodeEncodingTooDeep || codes[57] != hounfour.CodeBillingEvaluatorUnavailable ||
		codes[58] != hounfour.CodeEncodingCorrupt {
		t.Errorf("order: first %s, 50th %s, 51st %s, last %s", codes[0], codes[49], codes[50], codes[57])
	}
	seen := map[hounfour.ErrorCode]bool{}
	used := map[hounfour.ErrorCategory]bool{}
	upstream := 0
	for _, c := range codes {
		if seen[c] {
			t.Errorf("duplicate code %s", c)
		}
		seen[c] = true
		if !c.Category().Valid() {
			t.Errorf("%s: category %q not Valid", c, c.Category())
		}
		used[c.Category()] = true
		if c.Upstream() {
			upstream++
		}
	}
	if upstream != 51 {
		t.Errorf("%d upstream codes, want 51", upstream)
	}
	cats := hounfour.ErrorCategories()
	if len(cats) != 18 {
		t.Errorf("%d categories, want 18", len(cats))
	}
	for _, k := range cats {
		if !used[k] {
			t.Errorf("category %q has no code", k)
		}
	}
	// The returned slices are copies.
	codes[0], cats[0] = "X", "x"
	if hounfour.ErrorCodes()[0] != hounfour.CodeJWTInvalid || hounfour.ErrorCategories()[0] != hounfour.CategoryAuth {
		t.Error("ErrorCodes/ErrorCategories expose internal storage")
	}
}

func TestErrorCodeUnknown(t *testing.T) {
	t.Parallel()
	for _, c := range []hounfour.ErrorCode{"", "jwt_invalid", "JWT_INVALID ", "NOT_A_CODE", "toString"} {
		t.Run(string(c), func(t *testing.T) {
			if c.Valid() || c.HTTPStatus() != 0 || c.Category() != "" || c.Upstream() {
				t.Errorf("%q: Valid=%v HTTPStatus=%d Category=%q Upstream=%v", c, c.Valid(), c.HTTPStatus(), c.Category(), c.Upstream())
			}
		})
	}
	for _, k := range []hounfour.ErrorCategory{"", "Auth", "misc"} {
		t.Run(string(k), func(t *testing.T) {
			if k.Valid() {
				t.Errorf("category %q Valid", k)
			}
		})
	}
}

// TestErrorCodeConstantNames checks the naming rule: every constant
// is "Code" + the CamelCase of its text, with the initialisms JWT, JTI, JWKS,
// BYOK and SSE kept upper-case; and the constants are exactly the vocabulary.
func TestErrorCodeConstantNames(t *testing.T) {
	t.Parallel()
	f, err := parser.ParseFile(token.NewFileSet(), "errorcode.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	initialisms := map[string]bool{"JWT": true, "JTI": true, "JWKS": true, "BYOK": true, "SSE": true}
	camel := func(code string) string {
		var b strings.Builder
		for _, w := range strings.Split(code, "_") {
			if initialisms[w] {
				b.WriteString(w)
			} else {
				b.WriteString(w[:1] + strings.ToLower(w[1:]))
			}
		}
		return b.String()
	}
	consts := map[string]bool{}
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, s := range gd.Specs {
			vs := s.(*ast.ValueSpec)
			if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != "ErrorCode" {
				continue
			}
			for i, n := range vs.Names {
				lit := vs.Values[i].(*ast.BasicLit)
				text, _ := strconv.Unquote(lit.Value)
				if want := "Code" + camel(text); n.Name != want {
					t.Errorf("constant %s = %q, want name %s", n.Name, text, want)
				}
				consts[text] = true
			}
		}
	}
	if len(consts) != 59 {
		t.Errorf("%d ErrorCode constants, want 59", len(consts))
	}
	for _, c := range hounfour.ErrorCodes() {
		if !consts[string(c)] {
			t.Errorf("%s has no constant", c)
		}
	}
}

func TestError(t *testing.T) {
	t.Parallel()
	cause := errors.New("gzip: invalid header")
	e := &hounfour.Error{Code: hounfour.CodeBodyTooLarge, Message: "Decompressed size exceeds limit 10 bytes", Err: cause}
	wrapped := fmt.Errorf("handling request: %w", e)

	if got, want := e.Error(), "BODY_TOO_LARGE: Decompressed size exceeds limit 10 bytes"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if !errors.Is(wrapped, hounfour.CodeBodyTooLarge) {
		t.Error("errors.Is(wrapped, CodeBodyTooLarge) = false")
	}
	if errors.Is(wrapped, hounfour.CodeDecompressionBomb) {
		t.Error("errors.Is(wrapped, CodeDecompressionBomb) = true")
	}
	if !errors.Is(wrapped, cause) {
		t.Error("cause not reachable through Unwrap")
	}
	if errors.Is(wrapped, hounfour.ErrInvalid) {
		t.Error("a protocol error matched ErrInvalid")
	}
	var perr *hounfour.Error
	if !errors.As(wrapped, &perr) || perr != e {
		t.Fatal("errors.As did not find the *Error")
	}
	if perr.HTTPStatus() != 413 {
		t.Errorf("HTTPStatus = %d, want 413", perr.HTTPStatus())
	}

	for _, tc := range []struct {
		e      *hounfour.Error
		status int
		text   string
	}{
		{hounfour.NewError(hounfour.CodeJTIRequired, ""), 401, "JTI_REQUIRED"},
		{&hounfour.Error{Code: hounfour.CodeBillingInvariantViolation, Message: "reserve exceeds allocation", Status: 409}, 409,
			"BILLING_INVARIANT_VIOLATION: reserve exceeds allocation"},
		{&hounfour.Error{Code: hounfour.CodeBillingInvariantViolation}, 402, "BILLING_INVARIANT_VIOLATION"},
		{&hounfour.Error{Code: "TEAPOT", Message: "short and stout"}, 500, "TEAPOT: short and stout"},
		{&hounfour.Error{Code: "TEAPOT", Status: 418}, 418, "TEAPOT"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			if got := tc.e.HTTPStatus(); got != tc.status {
				t.Errorf("%v: HTTPStatus %d, want %d", tc.e, got, tc.status)
			}
			if got := tc.e.Error(); got != tc.text {
				t.Errorf("Error() = %q, want %q", got, tc.text)
			}
			if tc.e.Unwrap() != nil {
				t.Errorf("%v: Unwrap non-nil", tc.e)
			}
		})
	}
}
