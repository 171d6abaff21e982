#include "proto.h"

const char *proto_type_name(enum frame_type type)
{
	switch (type) {
	case FRAME_HELLO: return "hello";
	case FRAME_DATA: return "data";
	case FRAME_BYE: return "bye";
	}
	return "unknown";
}
