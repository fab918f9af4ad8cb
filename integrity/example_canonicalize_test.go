package integrity_test

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour/integrity"
)

func ExampleSafeCanonicalize() {
	// Members sorted by name, numbers as JavaScript writes them, strings in
	// NFC ("e" + U+0301 becomes "é").
	out, err := integrity.SafeCanonicalize(map[string]any{
		"name":   "cafe\u0301",
		"amount": 1e21,
		"tags":   []string{"b", "a"},
	})
	fmt.Println(string(out), err)
	// Output:
	// {"amount":1e+21,"name":"café","tags":["b","a"]} <nil>
}

func ExampleSafeCanonicalizeJSON() {
	// A verifier recomputes the hash of the bytes it received.
	body := []byte(`{ "z": [1.0, 2e0], "a": "\u00e9" }`)
	out, err := integrity.SafeCanonicalizeJSON(body)
	if err != nil {
		fmt.Println(err)
		return
	}
	sum := sha256.Sum256(out)
	fmt.Println(string(out))
	fmt.Println("sha256:" + hex.EncodeToString(sum[:]))
	// Output:
	// {"a":"é","z":[1,2]}
	// sha256:8b9cbb55d824fbb89cccc9b437a73b88b4d98e436956048590cc980d70f87afa
}

func ExampleWithMaxBytes() {
	_, err := integrity.SafeCanonicalizeJSON([]byte(`{"a":"xxx"}`), integrity.WithMaxBytes(9))
	var size *integrity.CanonicalizeSizeError
	if errors.As(err, &size) {
		fmt.Println(size.Code(), size.SerializedBytes, size.MaxBytes)
	}
	// Output:
	// CANONICALIZE_SIZE_EXCEEDED 11 9
}

func ExampleCanonicalizeKeyCollisionError() {
	// "café" twice: once with U+00E9, once with e + U+0301.
	_, err := integrity.SafeCanonicalizeJSON([]byte("{\"caf\u00e9\":1,\"cafe\u0301\":2}"))
	var coll *integrity.CanonicalizeKeyCollisionError
	if errors.As(err, &coll) {
		fmt.Println(coll.Code())
		fmt.Printf("%+q %+q\n", coll.NormalizedKey, coll.OriginalKeys)
	}
	// Output:
	// CANONICALIZE_KEY_COLLISION
	// "caf\u00e9" ["caf\u00e9" "cafe\u0301"]
}

func ExampleCheckStrictSubset() {
	for _, raw := range []string{
		`{"amount":"100","n":42}`,
		`{"amount":"100","n":4.2e1}`,
		`{"n":-0}`,
		`{"n":1,"n":2}`,
		"{\"s\":\"cafe\u0301\"}",
	} {
		err := integrity.CheckStrictSubset([]byte(raw))
		fmt.Println(err, errors.Is(err, integrity.ErrExponent))
	}
	// Output:
	// <nil> false
	// integrity: number with an exponent at byte 20 ("/n") true
	// integrity: number equal to negative zero at byte 5 ("/n") false
	// integrity: duplicate member name at byte 7 ("/n") false
	// integrity: string not in Unicode NFC at byte 5 ("/s") false
}
