package bench

import (
	"context"
	"strings"
	"testing"
)

// TestTrainDevicesRefused: asking the train workload for more devices than
// the backend has, or for a batch the devices do not divide, is an error
// naming the cause, not a silent single-device run.
func TestTrainDevicesRefused(t *testing.T) {
	for _, tc := range []struct {
		name string
		opt  Options
		want string
	}{
		{name: "go has one device", opt: Options{What: []string{"train"}, Backend: "go", Config: "tiny", Quick: true, Devices: 2},
			want: "2 devices requested"},
		{name: "negative", opt: Options{What: []string{"train"}, Devices: -1}, want: "must not be negative"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Run(context.Background(), tc.opt)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want one containing %q", err, tc.want)
			}
		})
	}
}
