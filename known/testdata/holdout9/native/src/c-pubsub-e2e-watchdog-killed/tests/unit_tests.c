#include <stdio.h>
#include <string.h>

#include "pubsub.h"

static int n, bad;
#define CHECK(c) do { n++; if (!(c)) { bad++; printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); } } while (0)

int main(void)
{
	struct frame f = { .type = F_PUB, .topic = "sensors/kitchen/temp", .len = 4 }, g;
	uint8_t buf[512];
	memcpy(f.payload, "21.5", 4);
	size_t len = wire_encode(&f, buf, sizeof buf);
	CHECK(len == 4 + 20 + 4);
	CHECK(wire_decode(buf, len, &g) == (long)len);
	CHECK(strcmp(g.topic, f.topic) == 0 && g.len == 4 && memcmp(g.payload, "21.5", 4) == 0);
	CHECK(wire_decode(buf, len - 1, &g) == 0);
	CHECK(topic_match("sensors/+/temp", "sensors/kitchen/temp"));
	CHECK(!topic_match("sensors/+/temp", "sensors/kitchen/humidity"));
	CHECK(topic_match("sensors/#", "sensors/a/b/c"));
	CHECK(!topic_match("sensors", "sensors/a"));
	printf("unit_tests: %d checks, %d failed\n", n, bad);
	return bad != 0;
}
