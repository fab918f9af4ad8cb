package model

import "bytes"

// A small scanner for the member unions (Content, ToolChoice): it checks the
// shape of a JSON text without decoding it, so that validating a message
// allocates nothing. It handles JSON without backslashes only (a name or
// string with an escape is compared after unescaping, which the callers
// leave to the full decoder); on anything it does not understand,
// including malformed text, it reports failure and never panics.

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// skipValue returns the index after the JSON value starting at b[i], or -1.
func skipValue(b []byte, i int) int {
	if i >= len(b) {
		return -1
	}
	switch b[i] {
	case '"':
		j := bytes.IndexByte(b[i+1:], '"')
		if j < 0 {
			return -1
		}
		return i + j + 2
	case '{', '[':
		depth := 0
		for ; i < len(b); i++ {
			switch b[i] {
			case '"':
				j := bytes.IndexByte(b[i+1:], '"')
				if j < 0 {
					return -1
				}
				i += j + 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1
				}
			}
		}
		return -1
	}
	for ; i < len(b); i++ {
		switch b[i] {
		case ',', '}', ']', ' ', '\t', '\n', '\r':
			return i
		}
	}
	return i
}

// eachElement calls f with each element of the JSON array text arr and
// reports whether arr is an array and every call returned true.
func eachElement(arr []byte, f func(v []byte) bool) bool {
	i := skipSpace(arr, 0)
	if i >= len(arr) || arr[i] != '[' {
		return false
	}
	i = skipSpace(arr, i+1)
	if i < len(arr) && arr[i] == ']' {
		return skipSpace(arr, i+1) == len(arr)
	}
	for {
		end := skipValue(arr, i)
		if end < 0 || !f(arr[i:end]) {
			return false
		}
		i = skipSpace(arr, end)
		if i >= len(arr) {
			return false
		}
		if arr[i] == ']' {
			return skipSpace(arr, i+1) == len(arr)
		}
		if arr[i] != ',' {
			return false
		}
		i = skipSpace(arr, i+1)
	}
}

// eachMember calls f with the name (without quotes) and value text of each
// member of the JSON object text obj and reports whether obj is an object
// and every call returned true.
func eachMember(obj []byte, f func(name, v []byte) bool) bool {
	i := skipSpace(obj, 0)
	if i >= len(obj) || obj[i] != '{' {
		return false
	}
	i = skipSpace(obj, i+1)
	if i < len(obj) && obj[i] == '}' {
		return skipSpace(obj, i+1) == len(obj)
	}
	for {
		end := skipValue(obj, i)
		if end < 0 || obj[i] != '"' {
			return false
		}
		name := obj[i+1 : end-1]
		i = skipSpace(obj, end)
		if i >= len(obj) || obj[i] != ':' {
			return false
		}
		i = skipSpace(obj, i+1)
		end = skipValue(obj, i)
		if end < 0 || !f(name, obj[i:end]) {
			return false
		}
		i = skipSpace(obj, end)
		if i >= len(obj) {
			return false
		}
		if obj[i] == '}' {
			return skipSpace(obj, i+1) == len(obj)
		}
		if obj[i] != ',' {
			return false
		}
		i = skipSpace(obj, i+1)
	}
}

// isString reports whether v is a JSON string; nonEmpty also requires at
// least one character.
func isString(v []byte, nonEmpty bool) bool {
	return len(v) >= 2 && v[0] == '"' && (!nonEmpty || len(v) > 2)
}
