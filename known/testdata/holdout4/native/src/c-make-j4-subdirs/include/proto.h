#ifndef PROTO_H
#define PROTO_H
#include <stddef.h>
#include <stdint.h>

enum frame_type { FRAME_HELLO = 1, FRAME_DATA = 2, FRAME_BYE = 3 };

struct frame {
	enum frame_type type;
	uint32_t seq;
	size_t len;
	unsigned char *payload;
};

int proto_encode(const struct frame *f, unsigned char *buf, size_t cap);
int proto_decode(const unsigned char *buf, size_t len, struct frame *f);
struct frame *proto_frame_new(enum frame_type type, uint32_t seq);
void proto_frame_release(struct frame *f);
const char *proto_type_name(enum frame_type type);
#endif
