#ifndef PUBSUB_H
#define PUBSUB_H
#include <stddef.h>
#include <stdint.h>

/* frame: type u8, topic length u8, payload length u16 (big endian), topic, payload */
enum frame_type { F_SUB = 1, F_PUB = 2, F_MSG = 3, F_PING = 4, F_PONG = 5 };

struct frame {
	uint8_t type;
	char topic[256];
	uint8_t payload[4096];
	uint16_t len;
};

size_t wire_encode(const struct frame *f, uint8_t *out, size_t cap);
/* returns the frame size, 0 if more bytes are needed, -1 on a bad frame */
long wire_decode(const uint8_t *in, size_t n, struct frame *f);
int wire_read_frame(int fd, struct frame *f);
int wire_write_frame(int fd, const struct frame *f);

int topic_match(const char *pattern, const char *topic); /* "a/+/c", "a/#" */

/* serves one connection until EOF */
void broker_serve(int fd);
#endif
