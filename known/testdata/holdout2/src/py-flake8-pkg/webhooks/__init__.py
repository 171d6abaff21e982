from .dispatch import dispatch
