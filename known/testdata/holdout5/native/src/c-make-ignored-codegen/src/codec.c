#include <string.h>
#include "msgbus.h"
#include "msgtypes.h"

size_t codec_encoded_len(uint16_t type, const void *msg)
{
	uint8_t tmp[10];
	switch (type) {
	case MSG_HELLO: {
		const struct msg_hello *m = msg;
		return 2 + 2 + strlen(m->node) + 1;
	}
	case MSG_PUBLISH: {
		const struct msg_publish *m = msg;
		return 2 + strlen(m->topic) + 1 + encode_varint(tmp, m->seq) + m->payload.len;
	}
	case MSG_ACK: {
		const struct msg_ack *m = msg;
		return 2 + encode_varint(tmp, m->seq);
	}
	default:
		return 2;
	}
}
