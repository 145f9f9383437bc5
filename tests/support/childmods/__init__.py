"""Child modules that misbehave on purpose, run through tfdoctor.children.runner.run_child."""
