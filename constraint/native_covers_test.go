package constraint

import "testing"

// TestNativeCovers: Apply's answer to whether the caller's native ids
// cover every evaluated constraint of a severity follows the ids given,
// not a list given before (the answer kept is for one list's contents).
func TestNativeCovers(t *testing.T) {
	sf := filesFor(index870, "commons/state-machine-config")
	if sf == nil {
		t.Fatal("no files for commons/state-machine-config")
	}
	all := []string{"state-machine-initial-in-states", "state-machine-terminal-in-states", "state-machine-transitions-reference-states"}
	other := []string{"state-machine-initial-in-states", "state-machine-terminal-in-states", "x"}
	for _, tc := range []struct {
		native []string
		want   bool
	}{
		{all, true}, {all, true}, {other, false}, {all[:2], false}, {all, true},
		{[]string{all[2], all[0], all[1]}, true}, {other, false},
	} {
		if got := sf.nativeCovers(0, tc.native); got != tc.want {
			t.Errorf("nativeCovers(%q) = %v, want %v", tc.native, got, tc.want)
		}
		// No constraint of the warning severity: covered by any list.
		if !sf.nativeCovers(1, tc.native) {
			t.Errorf("nativeCovers(warning, %q) = false", tc.native)
		}
	}
	// Reused storage: the same array holding other ids.
	buf := append([]string(nil), all...)
	if !sf.nativeCovers(0, buf) {
		t.Fatal("all ids not covering")
	}
	buf[2] = "x"
	if sf.nativeCovers(0, buf) {
		t.Error("the answer for the array's previous contents was kept")
	}
}
