"""The explain stage: TensorFlow log lines -> findings (engine.py, rules/).

This package is also the public ``tfdoctor.explain(text)`` (issue 20): Python binds a
package's submodule to the parent's attribute when it is imported, so once this stage is
loaded ``tfdoctor.explain`` *is* this module. The Python API (tfdoctor/api/, the top stage)
makes it callable when the API loads (``tfdoctor.explain`` through the facade loads the API
first); nothing here imports the API, so the stages keep one direction.
"""
