#include <string.h>
#include "net.h"
#include "util.h"

int proto_publish(struct mq_conn *c, const char *topic, const char *msg)
{
	uint8_t buf[1024];
	size_t n = frame_encode(topic, msg, strlen(msg), buf, sizeof buf);
	if (!n) {
		util_log("error", "message too large for %s", topic);
		return -1;
	}
	if (getenv("MQ_TRACE"))
		util_hexdump(buf, n);
	return conn_send(c, buf, n);
}

int proto_ping(struct mq_conn *c)
{
	return proto_publish(c, "$sys/ping", "");
}
