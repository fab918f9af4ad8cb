package integrity

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"errors"
	"io"
	"math"
	"sync"

	"github.com/andybalholm/brotli"
)

// Limits of request-body decoding.
const (
	// DefaultMaxBodyBytes caps the decoded output of each layer (10 MiB).
	// An identity (undecoded) body has no limit.
	DefaultMaxBodyBytes = 10 << 20
	// DefaultMaxCompressionRatio caps output/input of each layer.
	DefaultMaxCompressionRatio = 100
	// MaxEncodingDepth is the maximum number of non-identity encodings.
	MaxEncodingDepth = 2
)

// Options sets the decoding limits. A zero (or negative, or NaN) field means
// the default; a nil *Options means all defaults. Upstream keeps an explicit
// 0 as 0, but a zero cap is meaningless.
type Options struct {
	MaxBodyBytes        int64   // cap on each layer's decoded output
	MaxCompressionRatio float64 // cap on each layer's output/input ratio
}

func (o *Options) limits() (maxBody int64, maxRatio float64) {
	maxBody, maxRatio = DefaultMaxBodyBytes, DefaultMaxCompressionRatio
	if o != nil {
		if o.MaxBodyBytes > 0 {
			maxBody = o.MaxBodyBytes
		}
		if o.MaxCompressionRatio > 0 && !math.IsInf(o.MaxCompressionRatio, 0) {
			maxRatio = o.MaxCompressionRatio
		}
	}
	return maxBody, maxRatio
}

// DecompressBody returns the body with every Content-Encoding undone
// (the encoding checks and limits above), or a *DecompressionError. When the
// header asks for no decoding, the result is body itself (not a copy).
// The result never exceeds the cap; while decoding, DecompressBody holds at
// most cap + 1 bytes of output per call plus the decoders' windows.
func DecompressBody(body []byte, contentEncoding string, opts *Options) ([]byte, error) {
	encs, err := parseEncodings(contentEncoding)
	if err != nil {
		return nil, err
	}
	if encs == nil {
		return body, nil
	}
	maxBody, _ := opts.limits()
	out := chunkBuffer{limit: maxBody}
	if err := decodeLayers(body, encs, opts, out.readFrom); err != nil {
		return nil, err
	}
	return out.bytes(), nil
}

// errCap marks a cap overrun inside a layer (BODY_TOO_LARGE); any other
// error of a layer is its decoder's failure (ENCODING_CORRUPT).
var errCap = errors.New("integrity: decoded size over the cap")

// layer is one decoding stage: it reads encoded bytes from src and yields
// decoded bytes, counting them and failing once the cap is overrun.
type layer struct {
	dec  io.Reader // the decoder; io.EOF means the stream ended correctly
	out  int64     // bytes produced so far
	max  int64
	err  error // sticky failure: errCap, or the decoder's error
	done bool  // the decoder ended correctly
	enc  string
}

func (l *layer) Read(p []byte) (int, error) {
	if l.err != nil {
		return 0, l.err
	}
	if l.done {
		return 0, io.EOF
	}
	if len(p) == 0 {
		return 0, nil
	}
	// Never produce more than max + 1 bytes: one byte over the cap is enough
	// to know the layer fails, and nothing more is ever materialised.
	if room := l.max + 1 - l.out; int64(len(p)) > room {
		p = p[:room]
	}
	n, err := l.dec.Read(p)
	l.out += int64(n)
	if l.out > l.max {
		// Pass on the bytes up to the cap; the one past it is the failure.
		l.err = errCap
		return n - int(l.out-l.max), l.err
	}
	switch {
	case err == io.EOF:
		l.done = true
	case err != nil:
		l.err = err
		return n, l.err
	}
	return n, err
}

// drain runs the layer to its end when the next stage stopped reading early
// (trailing bytes it ignores still count as the next stage's input, and this
// layer's own checks must still pass).
func (l *layer) drain(buf []byte) {
	for l.err == nil && !l.done {
		l.Read(buf)
	}
}

var copyBufs = sync.Pool{New: func() any { b := make([]byte, 32<<10); return &b }}

// decodeLayers decodes body through encs (in header order; undone in reverse)
// and hands the last layer's output, as a stream, to sink. sink must read it
// to the end (io.EOF) or to the first error. The verdict follows upstream's
// layer-by-layer order: for each layer, outermost first, a cap
// overrun is BODY_TOO_LARGE and a decoder failure ENCODING_CORRUPT (upstream
// reports both as BODY_TOO_LARGE), then a ratio above the limit is
// DECOMPRESSION_BOMB. Layers are streamed into each other, so no
// intermediate output is held.
func decodeLayers(body []byte, encs []string, opts *Options, sink func(io.Reader)) (err error) {
	maxBody, maxRatio := opts.limits()
	defer func() {
		// A decoder bug must not bring a service down: any panic inside a
		// third-party decoder is a decoder failure.
		if r := recover(); r != nil {
			err = corrupt("")
		}
	}()
	layers := make([]*layer, len(encs))
	var src io.Reader = bytes.NewReader(body)
	for i := range encs {
		l := &layer{max: maxBody, enc: encs[len(encs)-1-i]}
		l.dec = newDecoder(l.enc, src)
		layers[i] = l
		src = l
	}
	sink(src)

	bp := copyBufs.Get().(*[]byte)
	defer copyBufs.Put(bp)
	inLen := int64(len(body))
	for _, l := range layers {
		l.drain(*bp)
		switch {
		case l.err == errCap:
			return tooLarge(maxBody)
		case l.err != nil:
			return corrupt(l.enc)
		}
		if inLen > 0 {
			if ratio := float64(l.out) / float64(inLen); ratio > maxRatio {
				return bomb(ratio, maxRatio)
			}
		}
		inLen = l.out
	}
	return nil
}

// newDecoder returns the decoder of one encoding token reading from src.
func newDecoder(enc string, src io.Reader) io.Reader {
	br := bufio.NewReaderSize(src, 4096)
	switch enc {
	case "gzip":
		return &gzipDecoder{src: br}
	case "deflate":
		return &zlibDecoder{src: br}
	default: // "br"; parseEncodings admits nothing else
		return &brotliDecoder{r: brotli.NewReader(br)}
	}
}

// gzipDecoder decodes RFC 1952 with upstream's multi-member rules: after a
// member, no input left → done; a next byte 0x00 → the rest is padding,
// ignored; otherwise another complete member must follow.
type gzipDecoder struct {
	src *bufio.Reader
	zr  *gzip.Reader
}

func (g *gzipDecoder) Read(p []byte) (int, error) {
	if g.zr == nil {
		zr, err := gzip.NewReader(g.src) // empty input fails here (io.EOF)
		if err != nil {
			return 0, emptyAsUnexpected(err)
		}
		zr.Multistream(false)
		g.zr = zr
	}
	n, err := g.zr.Read(p)
	if err != io.EOF {
		return n, err
	}
	// End of a member (its CRC-32 and size were checked).
	next, perr := g.src.Peek(1)
	switch {
	case len(next) == 0 && perr == io.EOF:
		return n, io.EOF
	case len(next) == 0:
		return n, perr
	case next[0] == 0x00:
		return n, io.EOF
	}
	if err := g.zr.Reset(g.src); err != nil {
		return n, emptyAsUnexpected(err)
	}
	g.zr.Multistream(false)
	return n, nil
}

// zlibDecoder decodes the first zlib (RFC 1950) stream; bytes after its
// Adler-32 trailer are ignored. Raw deflate and preset dictionaries fail.
type zlibDecoder struct {
	src *bufio.Reader
	zr  io.ReadCloser
}

func (z *zlibDecoder) Read(p []byte) (int, error) {
	if z.zr == nil {
		zr, err := zlib.NewReader(z.src) // empty input fails here (io.EOF)
		if err != nil {
			return 0, emptyAsUnexpected(err)
		}
		z.zr = zr
	}
	return z.zr.Read(p)
}

// emptyAsUnexpected turns the io.EOF of a stream that ended before its
// header into io.ErrUnexpectedEOF: a failure, not the end of the stream.
func emptyAsUnexpected(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

// brotliDecoder decodes the first brotli stream; bytes after its end are
// ignored (the brotli package reports them as "excessive input"). Brotli
// has no checksum: a corrupted stream that still decodes gives wrong bytes
// without an error, and only a malformed or truncated one is detected
// (gzip checks a CRC-32 and the length, zlib an Adler-32).
type brotliDecoder struct {
	r *brotli.Reader
}

func (b *brotliDecoder) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if err != nil && err != io.EOF && err.Error() == "brotli: excessive input" {
		err = io.EOF
	}
	return n, err
}

// chunkBuffer collects a decoded body in chunks of growing size (never past
// limit in total), so that collecting n bytes allocates about n bytes (no
// doubling copy), and joins them once at the end.
type chunkBuffer struct {
	chunks [][]byte
	n      int
	limit  int64
}

func (c *chunkBuffer) readFrom(r io.Reader) {
	size := 4 << 10
	for {
		if len(c.chunks) == 0 || len(c.chunks[len(c.chunks)-1]) == cap(c.chunks[len(c.chunks)-1]) {
			if len(c.chunks) > 0 {
				size = min(2*cap(c.chunks[len(c.chunks)-1]), 1<<20)
			}
			// The last layer yields at most limit bytes; one spare byte lets
			// it report the overrun.
			size = int(min(int64(size), c.limit+1-int64(c.n)))
			c.chunks = append(c.chunks, make([]byte, 0, size))
		}
		last := c.chunks[len(c.chunks)-1]
		n, err := r.Read(last[len(last):cap(last)])
		c.chunks[len(c.chunks)-1] = last[:len(last)+n]
		c.n += n
		if err != nil {
			return
		}
	}
}

func (c *chunkBuffer) bytes() []byte {
	if len(c.chunks) == 1 {
		return c.chunks[0]
	}
	out := make([]byte, 0, c.n)
	for _, ch := range c.chunks {
		out = append(out, ch...)
	}
	return out
}
