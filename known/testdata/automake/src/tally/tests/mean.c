#include <stdio.h>

static int mean(const int *v, int n) {
	int s = 0;
	for (int i = 0; i < n; i++)
		s += v[i];
	return s / (n - 1); /* off by one */
}

int main(void) {
	int v[] = {2, 4, 6};
	int m = mean(v, 3);
	if (m != 4) {
		fprintf(stderr, "mean: got %d, want 4\n", m);
		return 1;
	}
	return 0;
}
