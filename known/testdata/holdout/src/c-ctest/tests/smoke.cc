#include <cstdio>
#include <cstring>
#include "ringbuf.h"

int main(int argc, char **argv)
{
	if (argc > 1 && std::strcmp(argv[1], "--version") == 0) {
		std::puts("ringbuf 0.3.1");
		return 0;
	}
	RingBuf r(8);
	for (int i = 0; i < 5; i++)
		r.push(i * i);
	std::printf("smoke: pushed %zu values\n", r.size());
	int *sink = nullptr;
	if (r.size() == 5)
		*sink = r.pop().value(); // crashes
	return 0;
}
