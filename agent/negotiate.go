package agent

import (
	"errors"
	"slices"
	"strconv"
	"strings"
)

// Media types a descriptor is served as, in the order Negotiate prefers
// them when the client's preferences tie.
const (
	JSONMediaType  = "application/json" // the descriptor's JSON, which is JSON-LD
	PlainMediaType = "text/plain"       // the markdown rendering, as llms.txt is served
)

// offers are the media types Negotiate and Choose answer with.
var offers = []string{JSONMediaType, JSONLDMediaType, MarkdownMediaType, PlainMediaType}

// Offers returns the media types Negotiate can answer with, in its order of
// preference, as a fresh slice.
func Offers() []string { return slices.Clone(offers) }

// ErrNotAcceptable is returned by Negotiate when the Accept header rules out
// every offer; answer 406 Not Acceptable.
var ErrNotAcceptable = errors.New("agent: no acceptable representation of the descriptor")

// Representation is a negotiated rendering of a descriptor.
type Representation struct {
	// MediaType is the chosen offer, e.g. "text/markdown".
	MediaType string
	// ContentType is the Content-Type header value (with charset=utf-8 for
	// the text types).
	ContentType string
	// Body is the rendering.
	Body []byte
}

// MediaRange is one element of an Accept header.
type MediaRange struct {
	// Type and Subtype are lower case; "*" is a wildcard.
	Type, Subtype string
	// Q is the weight in thousandths (0 to 1000; 1000 when absent).
	Q int
	// Charset is the charset parameter in lower case ("" when absent).
	Charset string
}

// Limits of ParseAccept.
const (
	MaxAcceptLength = 4096 // bytes of an Accept header
	MaxAcceptRanges = 64   // media ranges of an Accept header
)

// ParseAccept parses an Accept header value: comma-separated media ranges
// type/subtype (or type/* or */*) with parameters; q is a weight from 0 to 1
// with at most three decimals. Elements that are not well formed are
// skipped and reported together in the error (the well-formed ones are
// still returned). Empty elements are ignored. A header longer than
// MaxAcceptLength, or with more than MaxAcceptRanges elements, is an error
// and yields no ranges.
func ParseAccept(header string) ([]MediaRange, error) {
	if len(header) > MaxAcceptLength {
		return nil, errors.New("agent: Accept header longer than " + strconv.Itoa(MaxAcceptLength) + " bytes")
	}
	if strings.Count(header, ",") >= MaxAcceptRanges {
		return nil, errors.New("agent: Accept header with more than " + strconv.Itoa(MaxAcceptRanges) + " elements")
	}
	var out []MediaRange
	var bad []string
	for elem := range strings.SplitSeq(header, ",") {
		elem = strings.Trim(elem, " \t")
		if elem == "" {
			continue
		}
		r, ok := parseRange(elem)
		if !ok {
			bad = append(bad, strconv.Quote(elem))
			continue
		}
		out = append(out, r)
	}
	if len(bad) > 0 {
		return out, errors.New("agent: malformed Accept elements: " + strings.Join(bad, ", "))
	}
	return out, nil
}

func parseRange(elem string) (MediaRange, bool) {
	params := strings.Split(elem, ";")
	typ, sub, ok := strings.Cut(strings.Trim(params[0], " \t"), "/")
	if !ok || !isToken(typ) || !isToken(sub) || typ == "*" && sub != "*" {
		return MediaRange{}, false
	}
	r := MediaRange{Type: strings.ToLower(typ), Subtype: strings.ToLower(sub), Q: 1000}
	seenQ := false
	for _, p := range params[1:] {
		k, v, ok := strings.Cut(strings.Trim(p, " \t"), "=")
		k = strings.ToLower(strings.Trim(k, " \t"))
		v = strings.Trim(v, " \t")
		if !ok || !isToken(k) || v == "" {
			return MediaRange{}, false
		}
		if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
			v = v[1 : len(v)-1]
		} else if !isToken(v) {
			return MediaRange{}, false
		}
		switch k {
		case "q":
			if seenQ {
				return MediaRange{}, false
			}
			q, ok := parseQ(v)
			if !ok {
				return MediaRange{}, false
			}
			r.Q, seenQ = q, true
		case "charset":
			if !seenQ {
				r.Charset = strings.ToLower(v)
			}
		}
	}
	return r, true
}

// parseQ reads a weight: "0", "1", "0.", "1.000", "0.5", "0.125".
func parseQ(v string) (int, bool) {
	intPart, frac, hasDot := strings.Cut(v, ".")
	if (intPart != "0" && intPart != "1") || len(frac) > 3 || !hasDot && frac != "" {
		return 0, false
	}
	q := 0
	for i := range 3 {
		d := 0
		if i < len(frac) {
			c := frac[i]
			if c < '0' || c > '9' {
				return 0, false
			}
			d = int(c - '0')
		}
		q = q*10 + d
	}
	if intPart == "1" {
		if q != 0 {
			return 0, false
		}
		return 1000, true
	}
	return q, true
}

// isToken reports whether s is a non-empty RFC 9110 token.
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0:
		default:
			return false
		}
	}
	return true
}

// quality returns the weight the ranges give the offer: that of the most
// specific range that matches it (type/subtype over type/* over */*), or 0
// when none does. A range with a charset other than utf-8 does not match
// the text offers, which are always UTF-8.
func quality(ranges []MediaRange, offer string) int {
	typ, sub, _ := strings.Cut(offer, "/")
	best, q := -1, 0
	for _, r := range ranges {
		spec := -1
		switch {
		case r.Type == typ && r.Subtype == sub:
			spec = 2
		case r.Type == typ && r.Subtype == "*":
			spec = 1
		case r.Type == "*" && r.Subtype == "*":
			spec = 0
		}
		if spec < 0 || r.Charset != "" && r.Charset != "utf-8" && r.Charset != "utf8" && typ == "text" {
			continue
		}
		if spec > best || spec == best && r.Q > q {
			best, q = spec, r.Q
		}
	}
	return q
}

// Negotiate chooses the representation of d for a request's Accept header
// (RFC 9110 proactive negotiation): each offer of Offers gets the weight of
// the most specific media range matching it, the highest weight wins, and
// ties go to the earlier offer. application/json and application/ld+json
// answer RenderJSONLD's bytes; text/markdown and text/plain answer
// RenderMarkdown's (llms.txt). An absent or empty header, one with no
// well-formed element, or one beyond ParseAccept's limits accepts anything
// (application/json). When every
// offer weighs 0 the error is ErrNotAcceptable: answer 406. A descriptor
// that does not validate is an error too (a *hounfour.ValidationError).
// Set "Vary: Accept" on the response.
func Negotiate(accept string, d *Descriptor) (Representation, error) {
	mediaType, err := Choose(accept)
	if err != nil {
		return Representation{}, err
	}
	rep := Representation{MediaType: mediaType, ContentType: mediaType}
	switch mediaType {
	case JSONMediaType, JSONLDMediaType:
		rep.Body, err = RenderJSONLD(d)
	default:
		rep.ContentType += "; charset=utf-8"
		rep.Body, err = RenderMarkdown(d)
	}
	if err != nil {
		return Representation{}, err
	}
	return rep, nil
}

// Choose returns the media type Negotiate would answer for the Accept
// header, or ErrNotAcceptable; it renders nothing.
func Choose(accept string) (string, error) {
	ranges, _ := ParseAccept(accept)
	if len(ranges) == 0 {
		return offers[0], nil
	}
	best, bestQ := "", 0
	for _, o := range offers {
		if q := quality(ranges, o); q > bestQ {
			best, bestQ = o, q
		}
	}
	if best == "" {
		return "", ErrNotAcceptable
	}
	return best, nil
}
