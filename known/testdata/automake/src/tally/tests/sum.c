#include <stdio.h>

static int sum(const int *v, int n) {
	int s = 0;
	for (int i = 0; i < n; i++)
		s += v[i];
	return s;
}

int main(void) {
	int v[] = {1, 2, 3};
	return sum(v, 3) == 6 ? 0 : 1;
}
