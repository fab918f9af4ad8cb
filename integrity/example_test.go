package integrity_test

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/integrity"
)

func ExampleComputeReqHash() {
	var buf bytes.Buffer
	w := gzip.NewWriter(&buf)
	w.Write([]byte(`{"key":"value"}`))
	w.Close()

	h1, _ := integrity.ComputeReqHash([]byte(`{"key":"value"}`), "", nil)
	h2, _ := integrity.ComputeReqHash(buf.Bytes(), "gzip", nil)
	fmt.Println(h1)
	fmt.Println(h1 == h2)

	_, err := integrity.ComputeReqHash(buf.Bytes(), "zstd", nil)
	var perr *hounfour.Error
	if errors.As(err, &perr) {
		fmt.Println(perr.HTTPStatus(), perr.Code)
	}
	// Output:
	// sha256:e43abcf3375244839c012f9633f95862d232a95b00d5bc7348b3098b9fed7f32
	// true
	// 415 ENCODING_UNSUPPORTED
}

func ExampleVerifyReqHash() {
	body := []byte(`{"key":"value"}`)
	ok, err := integrity.VerifyReqHash(body, "sha256:e43abcf3375244839c012f9633f95862d232a95b00d5bc7348b3098b9fed7f32", "", nil)
	fmt.Println(ok, err)
	ok, err = integrity.VerifyReqHash(body, "sha256:E43ABCF3375244839C012F9633F95862D232A95B00D5BC7348B3098B9FED7F32", "", nil)
	fmt.Println(ok, err)
	// Output:
	// true <nil>
	// false <nil>
}

func ExampleDecompressBody() {
	_, err := integrity.DecompressBody([]byte("abc"), "gzip, br, deflate", nil)
	fmt.Println(err)
	_, err = integrity.DecompressBody([]byte("not gzip"), "gzip", &integrity.Options{MaxBodyBytes: 1 << 20})
	fmt.Println(errors.Is(err, hounfour.CodeEncodingCorrupt), err)
	// Output:
	// Too many encoding layers: 3 (max 2)
	// true Body does not decode as gzip
}

func ExampleDeriveIdempotencyKey() {
	key, _ := integrity.DeriveIdempotencyKey("tenant-a", "sha256:abc123", "openai", "gpt-4o")
	fmt.Println(key)
	_, err := integrity.DeriveIdempotencyKey("tenant-a", "", "openai", "gpt-4o")
	fmt.Println(err)
	// Output:
	// bbdd49281ca42a7965f80b91edbf87df5418aedc855cb5b9c1cdd3513e2b19de
	// All idempotency key components are required
}
