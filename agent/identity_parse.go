package agent

import (
	"bytes"
	"errors"
	"io"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
)

// identityError is a ParseIdentity failure: the exact upstream-style text,
// wrapping the *hounfour.ValidationError when validation failed.
type identityError struct {
	msg string
	err error
}

func (e *identityError) Error() string { return e.msg }
func (e *identityError) Unwrap() error { return e.err }

const parsePrefix = "parseAgentIdentity: "

// ParseIdentity reads an AgentIdentity written by a v6+ peer (with
// trust_scopes) or by a v5.5 peer (with a flat trust_level), mirroring
// upstream's parseAgentIdentity:
//
//  1. a JSON value that is not an object or an array fails with
//     "parseAgentIdentity: input must be a non-null object";
//  2. an object with a trust_scopes member (any value, null included) is
//     decoded and validated as is (Validate, so the constraint rules count);
//     on failure "parseAgentIdentity: invalid v6.0.0 data: {violation}";
//  3. else an object whose trust_level member is a JSON string has that member
//     replaced by trust_scopes = FlatTrust(trust_level), then is validated; on
//     failure "parseAgentIdentity: invalid v5.5.0 data after conversion:
//     {violation}";
//  4. anything else fails with "parseAgentIdentity: input has neither
//     trust_scopes (v6.0.0) nor trust_level (v5.5.0)".
//
// {violation} is the first violation in field order ("path: message"). A
// validation failure wraps the *hounfour.ValidationError, so errors.As finds
// every violation. Text that is not one JSON text fails with
// "parseAgentIdentity: invalid JSON: {detail}" (upstream receives parsed
// values and has no such case). Text beyond hounfour.DefaultLimits is not
// parsed: it fails with "parseAgentIdentity: {violation}" of the limit,
// wrapping a *hounfour.ValidationError whose one violation names it.
func ParseIdentity(doc []byte) (Identity, error) {
	if lv := codec.CheckLimits(doc, codec.Limits{}); lv != nil {
		return Identity{}, validationFailure("", document.ErrorAs("agent-identity", []codec.Violation{*lv}))
	}
	members, kind, err := topLevel(doc)
	if err != nil {
		return Identity{}, &identityError{msg: parsePrefix + "invalid JSON: " + err.Error()}
	}
	if kind != '{' && kind != '[' {
		return Identity{}, &identityError{msg: parsePrefix + "input must be a non-null object"}
	}
	has := func(name string) int {
		for i, m := range members {
			if m.name == name {
				return i
			}
		}
		return -1
	}
	var id Identity
	if has("trust_scopes") >= 0 {
		if err := hounfour.Decode(doc, &id); err != nil {
			return Identity{}, validationFailure("invalid v6.0.0 data: ", err)
		}
		return id, nil
	}
	if i := has("trust_level"); i >= 0 && members[i].value[0] == '"' {
		level, err := jsontext.AppendUnquote(nil, members[i].value)
		if err != nil {
			return Identity{}, &identityError{msg: parsePrefix + "invalid JSON: " + err.Error()}
		}
		flat, err := FlatTrust(TrustLevel(level)).MarshalJSON()
		if err != nil {
			return Identity{}, &identityError{msg: parsePrefix + "invalid v5.5.0 data after conversion: " + err.Error(), err: err}
		}
		var b bytes.Buffer
		b.WriteByte('{')
		n := 0
		for j, m := range members {
			if j == i {
				continue
			}
			if n > 0 {
				b.WriteByte(',')
			}
			b.Write(m.rawName)
			b.WriteByte(':')
			b.Write(m.value)
			n++
		}
		if n > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"trust_scopes":`)
		b.Write(flat)
		b.WriteByte('}')
		if err := hounfour.Decode(b.Bytes(), &id); err != nil {
			return Identity{}, validationFailure("invalid v5.5.0 data after conversion: ", err)
		}
		return id, nil
	}
	return Identity{}, &identityError{msg: parsePrefix + "input has neither trust_scopes (v6.0.0) nor trust_level (v5.5.0)"}
}

func validationFailure(what string, err error) error {
	var verr *hounfour.ValidationError
	if errors.As(err, &verr) && len(verr.Violations) > 0 {
		return &identityError{msg: parsePrefix + what + verr.Violations[0].String(), err: err}
	}
	return &identityError{msg: parsePrefix + what + err.Error(), err: err}
}

type member struct {
	name    string
	rawName []byte // the name as written (a JSON string)
	value   []byte // the raw value
}

// topLevel returns the kind of the single JSON value in doc and, for an
// object, its members in input order (duplicates included).
func topLevel(doc []byte) ([]member, jsontext.Kind, error) {
	dec := jsontext.NewDecoder(bytes.NewReader(doc), jsontext.AllowDuplicateNames(true))
	kind := dec.PeekKind()
	var members []member
	if kind == '{' {
		if _, err := dec.ReadToken(); err != nil {
			return nil, 0, err
		}
		for dec.PeekKind() != '}' {
			rawName, err := dec.ReadValue()
			if err != nil {
				return nil, 0, err
			}
			rawName = bytes.Clone(rawName)
			name, err := jsontext.AppendUnquote(nil, rawName)
			if err != nil {
				return nil, 0, err
			}
			val, err := dec.ReadValue()
			if err != nil {
				return nil, 0, err
			}
			members = append(members, member{name: string(name), rawName: rawName, value: bytes.Clone(val)})
		}
		if _, err := dec.ReadToken(); err != nil {
			return nil, 0, err
		}
	} else if _, err := dec.ReadValue(); err != nil {
		return nil, 0, err
	}
	if _, err := dec.ReadToken(); err == nil {
		return nil, 0, errors.New("invalid character after top-level value")
	} else if !errors.Is(err, io.EOF) {
		return nil, 0, err
	}
	return members, kind, nil
}
