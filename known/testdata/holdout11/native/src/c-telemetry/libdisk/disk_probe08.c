#include "probe.h"
int disk_probe08(struct sample *out)
{
	out->name = "disk.metric08";
	out->value = 8.5;
	out->ts = 0;
	return 0;
}
