#include "pkt.h"

const char *pkt_kind_name(enum pkt_kind k)
{
	switch (k) {
	case PKT_DATA:
		return "data";
	case PKT_ACK:
		return "ack";
	case PKT_PING:
		return "ping";
	case PKT_CLOSE:
		return "close";
	}
}
