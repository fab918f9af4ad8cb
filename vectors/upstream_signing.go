package vectors

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/hounfour-go/hounfour/signing"
)

// The signing pattern corpora of an 8.7.0 tree.
const (
	ed25519Corpus = "signing/ed25519-pattern"
	bindingCorpus = "signing/contract-version-binding"
)

// runSigningCorpora runs upstream 8.7.0's two signing pattern corpora
// through package signing: the ed25519 pattern cases (each file's pattern
// is one of the library's two patterns, and the library's matcher of it
// gives expected_match) and the contract-version binding cases (a value
// against BindingVersionPattern, or an envelope's outer and
// signing-context versions through VersionsBound). The folder (valid or
// invalid) must agree with expected_match.
func runSigningCorpora(fsys fs.FS) ([]Result, map[string]UpstreamFile) {
	c := newCorpusRun("signing corpora")
	for _, corpus := range []string{ed25519Corpus, bindingCorpus} {
		for _, bucket := range []string{"valid", "invalid"} {
			entries, err := fs.ReadDir(fsys, corpus+"/"+bucket)
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			if err != nil {
				c.result(corpus+"/"+bucket, bucket, err)
				continue
			}
			for _, e := range entries {
				p := corpus + "/" + bucket + "/" + e.Name()
				if e.IsDir() || path.Ext(p) != ".json" {
					continue
				}
				data, err := c.read(fsys, p)
				if err == nil {
					if corpus == ed25519Corpus {
						err = runEd25519Case(data, bucket == "valid")
					} else {
						err = runBindingCase(data, bucket == "valid")
					}
				}
				c.result(p, strings.TrimSuffix(e.Name(), ".json"), err)
			}
		}
	}
	return c.results, c.fates
}

// runEd25519Case checks one ed25519-pattern case: {value, kind, pattern,
// expected_match, note?}.
func runEd25519Case(data []byte, valid bool) error {
	var tc struct {
		Value         string `json:"value"`
		Kind          string `json:"kind"`
		Pattern       string `json:"pattern"`
		ExpectedMatch *bool  `json:"expected_match"`
		Note          string `json:"note"`
	}
	if err := strictJSON(data, &tc); err != nil {
		return err
	}
	if tc.ExpectedMatch == nil || *tc.ExpectedMatch != valid {
		return fmt.Errorf("expected_match %v in the %s folder", tc.ExpectedMatch, bucketName(valid))
	}
	var got bool
	switch {
	case tc.Kind == "signature" && tc.Pattern == signing.Ed25519SignaturePattern:
		got = signing.Signature(tc.Value).Valid()
	case tc.Kind == "pubkey" && tc.Pattern == signing.Ed25519PublicKeyPattern:
		got = signing.PublicKey(tc.Value).Valid()
	default:
		return fmt.Errorf("kind %q with pattern %q: not one of the library's ed25519 patterns", tc.Kind, tc.Pattern)
	}
	if got != *tc.ExpectedMatch {
		return fmt.Errorf("%q matches %s: %v, want %v", tc.Value, tc.Pattern, got, *tc.ExpectedMatch)
	}
	return nil
}

// runBindingCase checks one contract-version-binding case: a value
// {value, expected_match, expected_pattern, note?} or an envelope
// {envelope: {signing_context: {audience, scope, contract_version},
// contract_version}, expected_match, note?}.
func runBindingCase(data []byte, valid bool) error {
	var tc struct {
		Value           *string `json:"value"`
		ExpectedPattern string  `json:"expected_pattern"`
		Envelope        *struct {
			SigningContext  signing.Context `json:"signing_context"`
			ContractVersion string          `json:"contract_version"`
		} `json:"envelope"`
		ExpectedMatch *bool  `json:"expected_match"`
		Note          string `json:"note"`
	}
	if err := strictJSON(data, &tc); err != nil {
		return err
	}
	if tc.ExpectedMatch == nil || *tc.ExpectedMatch != valid {
		return fmt.Errorf("expected_match %v in the %s folder", tc.ExpectedMatch, bucketName(valid))
	}
	var got bool
	switch {
	case tc.Value != nil && tc.Envelope == nil:
		if tc.ExpectedPattern != signing.BindingVersionPattern {
			return fmt.Errorf("expected_pattern %q is not the binding pattern", tc.ExpectedPattern)
		}
		got = signing.MatchesBindingVersion(*tc.Value)
	case tc.Envelope != nil && tc.Value == nil:
		got = signing.VersionsBound(tc.Envelope.ContractVersion, string(tc.Envelope.SigningContext.ContractVersion))
	default:
		return errors.New("neither a value case nor an envelope case")
	}
	if got != *tc.ExpectedMatch {
		return fmt.Errorf("match %v, want %v", got, *tc.ExpectedMatch)
	}
	return nil
}

func bucketName(valid bool) string {
	if valid {
		return "valid"
	}
	return "invalid"
}
