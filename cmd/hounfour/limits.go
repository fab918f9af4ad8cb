package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
)

// limitFlags registers the flags of hounfour.Limits on fs and returns the
// limits they fill in (the defaults unless set; 0 = the default, a negative
// value = no limit).
func limitFlags(fs *flag.FlagSet) *hounfour.Limits {
	l := hounfour.DefaultLimits()
	fs.IntVar(&l.MaxBytes, "max-bytes", l.MaxBytes, "largest document, in bytes (the input is read up to this size)")
	fs.IntVar(&l.MaxDepth, "max-depth", l.MaxDepth, "deepest nesting of objects and arrays")
	fs.IntVar(&l.MaxStringBytes, "max-string-bytes", l.MaxStringBytes, "longest string or member name, in bytes")
	fs.IntVar(&l.MaxDigits, "max-digits", l.MaxDigits, "most digits of a JSON number")
	fs.IntVar(&l.MaxMembers, "max-members", l.MaxMembers, "most members of one object")
	fs.IntVar(&l.MaxElements, "max-elements", l.MaxElements, "most elements of one array")
	fs.IntVar(&l.MaxViolations, "max-violations", l.MaxViolations, "most violations reported (then one summary)")
	fs.Int64Var(&l.EvalBudget, "eval-budget", l.EvalBudget, "evaluation steps per constraint rule")
	return &l
}

// errTooLarge reports input longer than the document limit; the commands
// print it as the document's one violation.
type errTooLarge struct{ limit int }

func (e errTooLarge) Error() string {
	return fmt.Sprintf("document exceeds the limit of %d bytes", e.limit)
}

// violation is the limit-document-bytes violation of the input.
func (e errTooLarge) violation() hounfour.Violation {
	return hounfour.Violation{Path: "", Rule: hounfour.RuleLimitBytes,
		Message: fmt.Sprintf("Document exceeds the limit of %d bytes", e.limit)}
}

// readDocument reads the document named by the optional last argument: the
// file rest[0], or stdin when rest is empty or "-". It reads at most
// maxBytes + 1 bytes (a negative maxBytes: no limit) and returns errTooLarge
// for longer input.
func readDocument(rest []string, stdin io.Reader, maxBytes int) ([]byte, error) {
	r := stdin
	if len(rest) > 0 && rest[0] != "-" {
		f, err := os.Open(rest[0])
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	if maxBytes < 0 {
		return io.ReadAll(r)
	}
	data, err := io.ReadAll(io.LimitReader(r, int64(maxBytes)+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxBytes {
		return nil, errTooLarge{maxBytes}
	}
	return data, nil
}

// overLimit applies the limits of the document's text before a command
// that does not decode with hounfour.DecodeWithLimits reads it: it reports
// whether the text exceeds one of them.
func overLimit(data []byte, l hounfour.Limits) bool {
	return codec.CheckLimits(data, codec.Limits(l)) != nil
}
